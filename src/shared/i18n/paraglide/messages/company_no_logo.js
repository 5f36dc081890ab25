/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_No_LogoInputs */

const en_company_no_logo = /** @type {(inputs: Company_No_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No logo`)
};

const es_company_no_logo = /** @type {(inputs: Company_No_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin logotipo`)
};

const en_xa2_company_no_logo = /** @type {(inputs: Company_No_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļóĝó ·~]`)
};

/**
* | output |
* | --- |
* | "No logo" |
*
* @param {Company_No_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_no_logo = /** @type {((inputs?: Company_No_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_No_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_no_logo(inputs)
	if (locale === "en-XA") return en_xa2_company_no_logo(inputs)
	return en_company_no_logo(inputs)
});