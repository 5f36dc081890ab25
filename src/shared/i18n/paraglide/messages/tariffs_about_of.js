/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tariffs_About_OfInputs */

const en_tariffs_about_of = /** @type {(inputs: Tariffs_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

const es_tariffs_about_of = /** @type {(inputs: Tariffs_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const en_xa2_tariffs_about_of = /** @type {(inputs: Tariffs_About_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[óƒ ${i?.name} ·]`)
};

/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Tariffs_About_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_about_of = /** @type {((inputs: Tariffs_About_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_About_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_about_of(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_about_of(inputs)
	return en_tariffs_about_of(inputs)
});