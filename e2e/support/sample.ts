/** The real-catalogue tool the browser tests open, search for and copy a policy from. */
export const TOOL = { server: 'cloudron', name: 'cloudron_cancel_task' } as const;
export const toolPath = `/servers/${TOOL.server}/${TOOL.name}/`;
