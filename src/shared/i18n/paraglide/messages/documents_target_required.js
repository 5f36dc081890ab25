/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Documents_Target_RequiredInputs */

const en_documents_target_required = /** @type {(inputs: Documents_Target_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (required)`)
};

const es_documents_target_required = /** @type {(inputs: Documents_Target_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (obligatorio)`)
};

const en_xa2_documents_target_required = /** @type {(inputs: Documents_Target_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (ŕéǫúíŕéð) ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{name} (required)" |
*
* @param {Documents_Target_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_required = /** @type {((inputs: Documents_Target_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Target_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_target_required(inputs)
	if (locale === "en-XA") return en_xa2_documents_target_required(inputs)
	return en_documents_target_required(inputs)
});