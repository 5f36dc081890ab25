/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_LightInputs */

const en_appearance_light = /** @type {(inputs: Appearance_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

const es_appearance_light = /** @type {(inputs: Appearance_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claro`)
};

const en_xa2_appearance_light = /** @type {(inputs: Appearance_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíĝĥţ ·]`)
};

/**
* | output |
* | --- |
* | "Light" |
*
* @param {Appearance_LightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_light = /** @type {((inputs?: Appearance_LightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_LightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_light(inputs)
	if (locale === "en-XA") return en_xa2_appearance_light(inputs)
	return en_appearance_light(inputs)
});