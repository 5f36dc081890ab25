/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Replace_LogoInputs */

const en_company_replace_logo = /** @type {(inputs: Company_Replace_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace logo…`)
};

const es_company_replace_logo = /** @type {(inputs: Company_Replace_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustituir logotipo…`)
};

const en_xa2_company_replace_logo = /** @type {(inputs: Company_Replace_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáçé ļóĝó… ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Replace logo…" |
*
* @param {Company_Replace_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_replace_logo = /** @type {((inputs?: Company_Replace_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Replace_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_replace_logo(inputs)
	if (locale === "en-XA") return en_xa2_company_replace_logo(inputs)
	return en_company_replace_logo(inputs)
});