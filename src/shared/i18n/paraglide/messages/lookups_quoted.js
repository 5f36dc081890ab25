/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Lookups_QuotedInputs */

const en_lookups_quoted = /** @type {(inputs: Lookups_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”`)
};

const es_lookups_quoted = /** @type {(inputs: Lookups_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}»`)
};

const en_xa2_lookups_quoted = /** @type {(inputs: Lookups_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.text}” ]`)
};

/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Lookups_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_quoted = /** @type {((inputs: Lookups_QuotedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_QuotedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_quoted(inputs)
	if (locale === "en-XA") return en_xa2_lookups_quoted(inputs)
	return en_lookups_quoted(inputs)
});