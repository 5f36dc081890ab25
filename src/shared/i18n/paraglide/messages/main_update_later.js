/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Update_LaterInputs */

const en_main_update_later = /** @type {(inputs: Main_Update_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

const es_main_update_later = /** @type {(inputs: Main_Update_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más tarde`)
};

const en_xa2_main_update_later = /** @type {(inputs: Main_Update_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáţéŕ ·]`)
};

/**
* | output |
* | --- |
* | "Later" |
*
* @param {Main_Update_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_later = /** @type {((inputs?: Main_Update_LaterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Update_LaterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_update_later(inputs)
	if (locale === "en-XA") return en_xa2_main_update_later(inputs)
	return en_main_update_later(inputs)
});