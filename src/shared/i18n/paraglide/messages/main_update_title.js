/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Update_TitleInputs */

const en_main_update_title = /** @type {(inputs: Main_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update ready`)
};

const es_main_update_title = /** @type {(inputs: Main_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualización lista`)
};

const en_xa2_main_update_title = /** @type {(inputs: Main_Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþðáţé ŕéáðý ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Update ready" |
*
* @param {Main_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_title = /** @type {((inputs?: Main_Update_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Update_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_update_title(inputs)
	if (locale === "en-XA") return en_xa2_main_update_title(inputs)
	return en_main_update_title(inputs)
});