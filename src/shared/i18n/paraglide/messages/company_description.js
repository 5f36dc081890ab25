/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_DescriptionInputs */

const en_company_description = /** @type {(inputs: Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printed at the head of every quote PDF you send to a customer.`)
};

const es_company_description = /** @type {(inputs: Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se imprime en la cabecera de cada PDF de cotización que envía a un cliente.`)
};

const en_xa2_company_description = /** @type {(inputs: Company_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíñţéð áţ ţĥé ĥéáð óƒ éṽéŕý ǫúóţé ÞÐƑ ýóú šéñð ţó á çúšţóɱéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Printed at the head of every quote PDF you send to a customer." |
*
* @param {Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_description = /** @type {((inputs?: Company_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_description(inputs)
	if (locale === "en-XA") return en_xa2_company_description(inputs)
	return en_company_description(inputs)
});