/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_TitleInputs */

const en_company_title = /** @type {(inputs: Company_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const es_company_title = /** @type {(inputs: Company_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empresa`)
};

const en_xa2_company_title = /** @type {(inputs: Company_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ·~]`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Company_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_title = /** @type {((inputs?: Company_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_title(inputs)
	if (locale === "en-XA") return en_xa2_company_title(inputs)
	return en_company_title(inputs)
});