/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_LogoInputs */

const en_company_logo = /** @type {(inputs: Company_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo`)
};

const es_company_logo = /** @type {(inputs: Company_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logotipo`)
};

const en_xa2_company_logo = /** @type {(inputs: Company_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóĝó ·]`)
};

/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Company_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo = /** @type {((inputs?: Company_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_logo(inputs)
	if (locale === "en-XA") return en_xa2_company_logo(inputs)
	return en_company_logo(inputs)
});