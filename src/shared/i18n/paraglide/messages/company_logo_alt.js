/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Company_Logo_AltInputs */

const en_company_logo_alt = /** @type {(inputs: Company_Logo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Company logo: ${i?.file}`)
};

const es_company_logo_alt = /** @type {(inputs: Company_Logo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Logotipo de la empresa: ${i?.file}`)
};

const en_xa2_company_logo_alt = /** @type {(inputs: Company_Logo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ļóĝó: ${i?.file} ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Company logo: {file}" |
*
* @param {Company_Logo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_alt = /** @type {((inputs: Company_Logo_AltInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_AltInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_logo_alt(inputs)
	if (locale === "en-XA") return en_xa2_company_logo_alt(inputs)
	return en_company_logo_alt(inputs)
});