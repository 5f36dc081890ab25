/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_OptionalInputs */

const en_documents_target_optional = /** @type {(inputs: Documents_Target_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (optional)`)
};

const es_documents_target_optional = /** @type {(inputs: Documents_Target_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (opcional)`)
};

const en_xa2_documents_target_optional = /** @type {(inputs: Documents_Target_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (óþţíóñáļ) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{name} (optional)" |
*
* @param {Documents_Target_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_optional = /** @type {((inputs: Documents_Target_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Target_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_target_optional(inputs)
	if (locale === "en-XA") return en_xa2_documents_target_optional(inputs)
	return en_documents_target_optional(inputs)
});