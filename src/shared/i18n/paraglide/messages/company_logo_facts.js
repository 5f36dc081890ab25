/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, width: NonNullable<unknown>, height: NonNullable<unknown>, size: NonNullable<unknown> }} Company_Logo_FactsInputs */

const en_company_logo_facts = /** @type {(inputs: Company_Logo_FactsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} · ${i?.width} × ${i?.height} px · ${i?.size}`)
};

const es_company_logo_facts = /** @type {(inputs: Company_Logo_FactsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} · ${i?.width} × ${i?.height} px · ${i?.size}`)
};

const en_xa2_company_logo_facts = /** @type {(inputs: Company_Logo_FactsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.file} · ${i?.width} × ${i?.height} þẋ · ${i?.size} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{file} · {width} × {height} px · {size}" |
*
* @param {Company_Logo_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_facts = /** @type {((inputs: Company_Logo_FactsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_FactsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_company_logo_facts(inputs)
	if (locale === "en-XA") return en_xa2_company_logo_facts(inputs)
	return en_company_logo_facts(inputs)
});