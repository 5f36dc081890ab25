/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Set_Aside_TitleInputs */

const en_store_set_aside_title = /** @type {(inputs: Store_Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The local store was damaged, so Freight Desk set it aside and started a new one`)
};

const es_store_set_aside_title = /** @type {(inputs: Store_Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El almacén local estaba dañado, así que Freight Desk lo apartó y empezó uno nuevo`)
};

const en_xa2_store_set_aside_title = /** @type {(inputs: Store_Set_Aside_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ŵáš ðáɱáĝéð, šó Ƒŕéíĝĥţ Ðéšķ šéţ íţ ášíðé áñð šţáŕţéð á ñéŵ óñé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The local store was damaged, so Freight Desk set it aside and started a new one" |
*
* @param {Store_Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_title = /** @type {((inputs?: Store_Set_Aside_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Set_Aside_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_set_aside_title(inputs)
	if (locale === "en-XA") return en_xa2_store_set_aside_title(inputs)
	return en_store_set_aside_title(inputs)
});