/**
 * What the site's build takes from the MCP server's folder: the tool data it
 * writes after each locale's build and the section llms.txt ends with. The
 * server itself runs from `server/` (`npm run mcp`).
 */
export {writeToolData} from './build/writeToolData';
export {mcpServerSection} from './llmsSection';
