/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_Rebuild_NodeInputs */

const en_main_store_rebuild_node = /** @type {(inputs: Main_Store_Rebuild_NodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run \`npm rebuild better-sqlite3\` (or \`npm run rebuild:node\`) to rebuild it for Node, then start again.`)
};

const es_main_store_rebuild_node = /** @type {(inputs: Main_Store_Rebuild_NodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ejecute \`npm rebuild better-sqlite3\` (o \`npm run rebuild:node\`) para recompilarlo para Node y vuelva a iniciar.`)
};

const en_xa2_main_store_rebuild_node = /** @type {(inputs: Main_Store_Rebuild_NodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúñ \`ñþɱ ŕéƀúíļð ƀéţţéŕ-šǫļíţé3\` (óŕ \`ñþɱ ŕúñ ŕéƀúíļð:ñóðé\`) ţó ŕéƀúíļð íţ ƒóŕ Ñóðé, ţĥéñ šţáŕţ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Run `npm rebuild better-sqlite3` (or `npm run rebuild:node`) to rebuild it for Node, then start again." |
*
* @param {Main_Store_Rebuild_NodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_rebuild_node = /** @type {((inputs?: Main_Store_Rebuild_NodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Rebuild_NodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_rebuild_node(inputs)
	if (locale === "en-XA") return en_xa2_main_store_rebuild_node(inputs)
	return en_main_store_rebuild_node(inputs)
});