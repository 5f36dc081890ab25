/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Choose_NoneInputs */

const en_choose_none = /** @type {(inputs: Choose_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose none`)
};

const es_choose_none = /** @type {(inputs: Choose_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No elegir ninguno`)
};

const en_xa2_choose_none = /** @type {(inputs: Choose_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ñóñé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Choose none" |
*
* @param {Choose_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_none = /** @type {((inputs?: Choose_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choose_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_choose_none(inputs)
	if (locale === "en-XA") return en_xa2_choose_none(inputs)
	return en_choose_none(inputs)
});