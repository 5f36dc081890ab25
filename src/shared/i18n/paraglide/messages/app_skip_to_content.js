/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Skip_To_ContentInputs */

const en_app_skip_to_content = /** @type {(inputs: App_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

const es_app_skip_to_content = /** @type {(inputs: App_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar al contenido`)
};

const en_xa2_app_skip_to_content = /** @type {(inputs: App_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ţó çóñţéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {App_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_skip_to_content = /** @type {((inputs?: App_Skip_To_ContentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Skip_To_ContentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_skip_to_content(inputs)
	if (locale === "en-XA") return en_xa2_app_skip_to_content(inputs)
	return en_app_skip_to_content(inputs)
});