/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_UnnamedInputs */

const en_tariffs_unnamed = /** @type {(inputs: Tariffs_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff`)
};

const es_tariffs_unnamed = /** @type {(inputs: Tariffs_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifa`)
};

const en_xa2_tariffs_unnamed = /** @type {(inputs: Tariffs_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ·~]`)
};

/**
* | output |
* | --- |
* | "Tariff" |
*
* @param {Tariffs_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unnamed = /** @type {((inputs?: Tariffs_UnnamedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_UnnamedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_unnamed(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_unnamed(inputs)
	return en_tariffs_unnamed(inputs)
});