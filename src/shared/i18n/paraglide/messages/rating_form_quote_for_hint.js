/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Quote_For_HintInputs */

const en_rating_form_quote_for_hint = /** @type {(inputs: Rating_Form_Quote_For_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices the rates with the customer’s rules.`)
};

const es_rating_form_quote_for_hint = /** @type {(inputs: Rating_Form_Quote_For_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pone precio a las tarifas con las reglas del cliente.`)
};

const en_xa2_rating_form_quote_for_hint = /** @type {(inputs: Rating_Form_Quote_For_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš ţĥé ŕáţéš ŵíţĥ ţĥé çúšţóɱéŕ’š ŕúļéš. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Prices the rates with the customer’s rules." |
*
* @param {Rating_Form_Quote_For_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_quote_for_hint = /** @type {((inputs?: Rating_Form_Quote_For_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Quote_For_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_quote_for_hint(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_quote_for_hint(inputs)
	return en_rating_form_quote_for_hint(inputs)
});