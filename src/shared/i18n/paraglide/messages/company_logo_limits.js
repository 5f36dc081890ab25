/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Company_Logo_LimitsInputs */

const en_company_logo_limits = /** @type {(inputs: Company_Logo_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG or JPEG, at most ${i?.size}. Printed at most 150 × 54 pt, proportions kept.`)
};

const es_company_logo_limits = /** @type {(inputs: Company_Logo_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG o JPEG, como máximo ${i?.size}. Se imprime a 150 × 54 pt como máximo, sin deformarlo.`)
};

const en_xa2_company_logo_limits = /** @type {(inputs: Company_Logo_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ÞÑĜ óŕ ĴÞÉĜ, áţ ɱóšţ ${i?.size}. Þŕíñţéð áţ ɱóšţ 150 × 54 þţ, þŕóþóŕţíóñš ķéþţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size}. Printed at most 150 × 54 pt, proportions kept." |
*
* @param {Company_Logo_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_limits = /** @type {((inputs: Company_Logo_LimitsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_LimitsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_logo_limits(inputs)
	if (locale === "en-XA") return en_xa2_company_logo_limits(inputs)
	return en_company_logo_limits(inputs)
});