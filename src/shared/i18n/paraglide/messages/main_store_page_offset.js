/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ offset: NonNullable<unknown> }} Main_Store_Page_OffsetInputs */

const en_main_store_page_offset = /** @type {(inputs: Main_Store_Page_OffsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`offset must be a whole number from 0, not ${i?.offset}.`)
};

const es_main_store_page_offset = /** @type {(inputs: Main_Store_Page_OffsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El desplazamiento de la lista debe ser un número entero desde 0, no ${i?.offset}.`)
};

const en_xa2_main_store_page_offset = /** @type {(inputs: Main_Store_Page_OffsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óƒƒšéţ ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ ƒŕóɱ 0, ñóţ ${i?.offset}. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "offset must be a whole number from 0, not {offset}." |
*
* @param {Main_Store_Page_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_page_offset = /** @type {((inputs: Main_Store_Page_OffsetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Page_OffsetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_page_offset(inputs)
	if (locale === "en-XA") return en_xa2_main_store_page_offset(inputs)
	return en_main_store_page_offset(inputs)
});