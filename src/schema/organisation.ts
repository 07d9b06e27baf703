import { z } from 'astro/zod';
import { httpsUrlSchema, slugSchema, textSchema } from './common.ts';

/**
 * An organisation that makes a product an MCP server serves, and the facts that tie names to it: its domains, its
 * npm scopes and publisher accounts, its GitHub owners, and for each product the MCP packages and repositories its
 * own pages name. Every fact carries the address where it is stated, so a page can show why we say it. The facts
 * are what src/lib/catalogue/publisher-identity.ts reads; nothing about a vendor is written in code.
 */

const sourceSchema = httpsUrlSchema.describe(
  "Where the fact is stated: a page of the organisation's own site or docs, or a file in one of its repositories.",
);

const npmScopeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._~-]*$/, { error: 'must be an npm scope without the "@" (lowercase)' });

const npmPackageSchema = z
  .string()
  .regex(/^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/, { error: 'must be an npm package name (lowercase)' });

const githubOwnerSchema = z
  .string()
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, { error: 'must be a GitHub user or organisation name' });

const domainSchema = z
  .string()
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, { error: 'must be a domain name such as example.com' });

const organisationDomainSchema = z
  .strictObject({
    domain: domainSchema.describe('A domain the organisation runs, e.g. microsoft.com.'),
    source: sourceSchema,
  })
  .describe('A domain of the organisation.');

const organisationScopeSchema = z
  .strictObject({
    scope: npmScopeSchema.describe(
      'An npm scope the organisation publishes under, without "@". Only members of a scope can publish in it.',
    ),
    source: sourceSchema,
  })
  .describe('An npm scope of the organisation.');

const organisationPublisherSchema = z
  .strictObject({
    account: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*$/, { error: 'must be an npm user name' })
      .describe('An npm account that publishes packages for the organisation.'),
    source: sourceSchema,
  })
  .describe('An npm publisher account of the organisation.');

const organisationOwnerSchema = z
  .strictObject({
    owner: githubOwnerSchema.describe('A GitHub user or organisation the organisation keeps its code under.'),
    source: sourceSchema,
  })
  .describe('A GitHub owner of the organisation.');

const productPackageSchema = z
  .strictObject({
    name: npmPackageSchema.describe("An npm package the organisation's own pages name as its MCP server."),
    source: sourceSchema,
  })
  .describe('An MCP server package the organisation publishes for the product.');

const productRepositorySchema = z
  .strictObject({
    url: httpsUrlSchema.describe("A repository the organisation's own pages name as its MCP server's code."),
    source: sourceSchema,
  })
  .describe('An MCP server repository the organisation keeps for the product.');

const productSchema = z
  .strictObject({
    id: slugSchema.describe(
      'Identifier of the product within the organisation; a server names it as <organisation>/<id>.',
    ),
    name: textSchema('The product as its vendor names it.'),
    site: httpsUrlSchema.describe("The product's own site or documentation."),
    domains: z
      .array(organisationDomainSchema)
      .optional()
      .describe("Domains of the product's own, beyond the organisation's."),
    npmScopes: z
      .array(organisationScopeSchema)
      .optional()
      .describe("npm scopes of the product's own, beyond the organisation's (e.g. @azure for Microsoft's Azure)."),
    githubOwners: z
      .array(organisationOwnerSchema)
      .optional()
      .describe("GitHub owners of the product's own, beyond the organisation's (e.g. ChromeDevTools for Google)."),
    packages: z
      .array(productPackageSchema)
      .optional()
      .describe("npm packages the vendor's own pages name as its MCP server for this product."),
    repositories: z
      .array(productRepositorySchema)
      .optional()
      .describe("Repositories the vendor's own pages name as its MCP server for this product."),
  })
  .describe('A product of the organisation that MCP servers serve.');

export const organisationSchema = z
  .strictObject({
    name: textSchema('The organisation as it names itself.'),
    site: httpsUrlSchema.describe("The organisation's own site."),
    domains: z.array(organisationDomainSchema).describe('Domains the organisation runs.'),
    npmScopes: z
      .array(organisationScopeSchema)
      .describe('npm scopes the organisation publishes under; empty when none is known.'),
    npmPublishers: z
      .array(organisationPublisherSchema)
      .optional()
      .describe('npm accounts that publish for the organisation, where known.'),
    githubOwners: z.array(organisationOwnerSchema).describe('GitHub owners the organisation keeps its code under.'),
    products: z
      .array(productSchema)
      .min(1)
      .describe('Products of the organisation that servers in the catalogue serve.'),
  })
  .describe('An organisation that makes a product MCP servers serve, with the facts that tie names to it.');

export type OrganisationRecord = z.infer<typeof organisationSchema>;
export type ProductRecord = z.infer<typeof productSchema>;
