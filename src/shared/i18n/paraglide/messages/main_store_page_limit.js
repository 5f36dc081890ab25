/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, limit: NonNullable<unknown> }} Main_Store_Page_LimitInputs */

const en_main_store_page_limit = /** @type {(inputs: Main_Store_Page_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit must be a whole number from 1 to ${i?.max}, not ${i?.limit}.`)
};

const es_main_store_page_limit = /** @type {(inputs: Main_Store_Page_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El límite de la página debe ser un número entero de 1 a ${i?.max}, no ${i?.limit}.`)
};

const en_xa2_main_store_page_limit = /** @type {(inputs: Main_Store_Page_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ļíɱíţ ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ ƒŕóɱ 1 ţó ${i?.max}, ñóţ ${i?.limit}. ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "limit must be a whole number from 1 to {max}, not {limit}." |
*
* @param {Main_Store_Page_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_page_limit = /** @type {((inputs: Main_Store_Page_LimitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Page_LimitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_page_limit(inputs)
	if (locale === "en-XA") return en_xa2_main_store_page_limit(inputs)
	return en_main_store_page_limit(inputs)
});