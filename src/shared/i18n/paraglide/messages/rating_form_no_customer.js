/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_No_CustomerInputs */

const en_rating_form_no_customer = /** @type {(inputs: Rating_Form_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No customer (the desk’s own rules)`)
};

const es_rating_form_no_customer = /** @type {(inputs: Rating_Form_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cliente (reglas generales)`)
};

const en_xa2_rating_form_no_customer = /** @type {(inputs: Rating_Form_No_CustomerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó çúšţóɱéŕ (ţĥé ðéšķ’š óŵñ ŕúļéš) ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "No customer (the desk’s own rules)" |
*
* @param {Rating_Form_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_no_customer = /** @type {((inputs?: Rating_Form_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_no_customer(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_no_customer(inputs)
	return en_rating_form_no_customer(inputs)
});