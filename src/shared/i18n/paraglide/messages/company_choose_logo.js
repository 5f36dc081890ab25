/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Choose_LogoInputs */

const en_company_choose_logo = /** @type {(inputs: Company_Choose_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose logo…`)
};

const es_company_choose_logo = /** @type {(inputs: Company_Choose_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir logotipo…`)
};

const en_xa2_company_choose_logo = /** @type {(inputs: Company_Choose_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé ļóĝó… ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Choose logo…" |
*
* @param {Company_Choose_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_choose_logo = /** @type {((inputs?: Company_Choose_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Choose_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_choose_logo(inputs)
	if (locale === "en-XA") return en_xa2_company_choose_logo(inputs)
	return en_company_choose_logo(inputs)
});