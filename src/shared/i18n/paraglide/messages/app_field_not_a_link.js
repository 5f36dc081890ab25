/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Field_Not_A_LinkInputs */

const en_app_field_not_a_link = /** @type {(inputs: App_Field_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a valid link`)
};

const es_app_field_not_a_link = /** @type {(inputs: App_Field_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es un enlace válido`)
};

const en_xa2_app_field_not_a_link = /** @type {(inputs: App_Field_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ á ṽáļíð ļíñķ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Not a valid link" |
*
* @param {App_Field_Not_A_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_field_not_a_link = /** @type {((inputs?: App_Field_Not_A_LinkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Field_Not_A_LinkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_field_not_a_link(inputs)
	if (locale === "en-XA") return en_xa2_app_field_not_a_link(inputs)
	return en_app_field_not_a_link(inputs)
});