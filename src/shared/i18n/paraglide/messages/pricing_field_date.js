/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_DateInputs */

const en_pricing_field_date = /** @type {(inputs: Pricing_Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is a date such as 2026-11-23`)
};

const es_pricing_field_date = /** @type {(inputs: Pricing_Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: una fecha como 2026-11-23`)
};

const en_xa2_pricing_field_date = /** @type {(inputs: Pricing_Field_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} íš á ðáţé šúçĥ áš 2026-11-23 ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{what} is a date such as 2026-11-23" |
*
* @param {Pricing_Field_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_date = /** @type {((inputs: Pricing_Field_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_date(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_date(inputs)
	return en_pricing_field_date(inputs)
});