import { str, tool } from '../../examples.ts';
import { defineRule } from '../../rule.ts';
import { moneyAction } from '../../signals/money.ts';

export default defineRule({
  id: 'commits-spend',
  stage: 'category',
  summary:
    'It moves money or commits the account to spend it: a refund, a charge, an invoice finalised or sent (in its name, or created and sent in its opening sentence), a charge made, a bet placed or a bounty offered, money put in or released from escrow, a payment card issued or its spending limit set, seats added, a shipping label bought, a cart checked out, a payment link, a subscription changed or cancelled, a purchase or an order, credits debited, a paid tier chosen, a price or discount set, a trading position or its leverage; or its schema shows an amount with a currency, or a product with a quantity. Financial, held for approval.',
  when: (facts, state) => (state.readOnly ? undefined : moneyAction(facts)),
  then: {
    category: 'Financial',
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['denial-of-wallet', 'unauthorised-transfer'],
    outcome: 'money refunded, charged, billed or committed that someone must notice and undo',
    held: 'it moves money or commits the account to spend it',
  },
  says: '"{match}" moves money or commits it',
  examples: {
    fires: [
      tool('finalize_invoice', 'Finalize a draft invoice so it can be paid.', { invoice: str }),
      tool('create_payment_link', 'Creates a payment link for a price.', { price: str, quantity: { type: 'integer' } }),
      tool('cancel_subscription', 'Cancel a customer subscription.', { subscription: str }),
      tool('change_plan', 'Change the billing plan of a workspace.', { workspace: str, plan: str }),
      tool('update_subscription', 'Update a subscription: change its items or quantity.', { subscription: str }),
      tool('extend_subscription', 'Extend a subscription by a number of months.', {
        subscription: str,
        months: { type: 'integer' },
      }),
      tool('create_order', 'Place an order for a product.', { product_id: str, quantity: { type: 'integer' } }),
      tool('order_food', 'Order food from a restaurant.', { restaurant: str, items: { type: 'array' } }),
      tool('create_coupon', 'Create a discount coupon.', { percent_off: { type: 'number' } }),
      tool('set_leverage', 'Set leverage for futures trading.', { symbol: str, leverage: { type: 'number' } }),
      tool('create_invoice', 'Create an invoice and send it to the customer.', { customer: str }),
      tool('create_charge', 'Create a charge on a customer.', { customer: str, amount: { type: 'integer' } }),
      tool('place_bet', 'Place a bet on a market.', { market: str, stake: { type: 'number' } }),
      tool('post_bounty', 'Post a bounty for a task.', { task: str, reward: { type: 'number' } }),
      tool('checkout_cart', 'Check out the cart.', { cart_id: str }),
      tool('create_virtual_card', 'Create a virtual card with a spending limit.', {
        user_id: str,
        spend_limit: { type: 'number' },
      }),
      tool('create_escrow', 'Create an escrow payment between a buyer and a seller.', { buyer: str, seller: str }),
      tool('add_seats', 'Add seats to the team.', { count: { type: 'integer' } }),
      tool('create_shipping_label', 'Create a shipping label for a shipment at the chosen rate.', {
        shipment_id: str,
        rate_id: str,
      }),
    ],
    quiet: [
      tool('list_invoices', 'List invoices.'),
      tool('create_notification_subscription', 'Subscribe to change notifications for a folder.', {
        notificationUrl: str,
      }),
      tool('sort_orders', 'Sort the orders of a list.', { by: str }),
      tool('create_ticket', 'Create a ticket.', { title: str }),
      tool('create_invoice_draft', 'Create a draft invoice; it is not sent.', { customer: str }),
      tool('add_charge_point', 'Add a charge point to the map of stations.', { lat: str, lon: str }),
      tool('create_card', 'Create a card on a board.', { board_id: str, title: str }),
      tool('add_pricing_table', 'Add a pricing table widget to a page.', { post_id: str, price: str }),
      tool('create_order_note', 'Add a note to an order.', { orderId: str, note: str }),
      tool('work_order_create', 'Create a work order for the maintenance team.', { asset: str }),
      tool('upsert_budget', 'Create or update a budget for a category.', {
        category_id: str,
        amount: { type: 'number' },
        currency: str,
      }),
      tool('update_list', 'Update a list name, archive state or subscription state.', {
        listId: str,
        subscribed: { type: 'boolean' },
      }),
      tool('update_plan', 'Update plan content, format, or move it to a folder.', { planId: str, content: str }),
      tool('join_usergroup', 'Join a user group: add yourself to its membership.', { usergroup_id: str }),
    ],
  },
});
