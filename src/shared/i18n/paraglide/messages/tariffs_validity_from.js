/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown> }} Tariffs_Validity_FromInputs */

const en_tariffs_validity_from = /** @type {(inputs: Tariffs_Validity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.start}`)
};

const es_tariffs_validity_from = /** @type {(inputs: Tariffs_Validity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.start}`)
};

const en_xa2_tariffs_validity_from = /** @type {(inputs: Tariffs_Validity_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒŕóɱ ${i?.start} ·]`)
};

/**
* | output |
* | --- |
* | "from {start}" |
*
* @param {Tariffs_Validity_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_from = /** @type {((inputs: Tariffs_Validity_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Validity_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_validity_from(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_validity_from(inputs)
	return en_tariffs_validity_from(inputs)
});