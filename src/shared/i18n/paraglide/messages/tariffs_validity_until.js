/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ end: NonNullable<unknown> }} Tariffs_Validity_UntilInputs */

const en_tariffs_validity_until = /** @type {(inputs: Tariffs_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.end}`)
};

const es_tariffs_validity_until = /** @type {(inputs: Tariffs_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.end}`)
};

const en_xa2_tariffs_validity_until = /** @type {(inputs: Tariffs_Validity_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úñţíļ ${i?.end} ·~]`)
};

/**
* | output |
* | --- |
* | "until {end}" |
*
* @param {Tariffs_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_until = /** @type {((inputs: Tariffs_Validity_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Validity_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_validity_until(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_validity_until(inputs)
	return en_tariffs_validity_until(inputs)
});