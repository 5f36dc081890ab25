/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_NameInputs */

const en_company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company name`)
};

const es_company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la empresa`)
};

const en_xa2_company_name = /** @type {(inputs: Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáñý ñáɱé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Company_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name = /** @type {((inputs?: Company_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_name(inputs)
	if (locale === "en-XA") return en_xa2_company_name(inputs)
	return en_company_name(inputs)
});