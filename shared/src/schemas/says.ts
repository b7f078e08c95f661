import type { SchemaMessageCode } from './messages';

/**
 * A rule's message: the code, checked against the catalogue when the schema is compiled. Apart
 * from the catalogue, so a schema carries its codes without the texts of both languages: those
 * load only where a message is shown (docs/decisions.md, "Performance (issue 29)").
 */
export const says = (code: SchemaMessageCode): SchemaMessageCode => code;
