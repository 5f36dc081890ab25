/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Remove_LogoInputs */

const en_company_remove_logo = /** @type {(inputs: Company_Remove_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove logo`)
};

const es_company_remove_logo = /** @type {(inputs: Company_Remove_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar logotipo`)
};

const en_xa2_company_remove_logo = /** @type {(inputs: Company_Remove_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ļóĝó ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Remove logo" |
*
* @param {Company_Remove_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_remove_logo = /** @type {((inputs?: Company_Remove_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Remove_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_remove_logo(inputs)
	if (locale === "en-XA") return en_xa2_company_remove_logo(inputs)
	return en_company_remove_logo(inputs)
});