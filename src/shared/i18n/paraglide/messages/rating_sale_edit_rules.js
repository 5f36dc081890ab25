/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sale_Edit_RulesInputs */

const en_rating_sale_edit_rules = /** @type {(inputs: Rating_Sale_Edit_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit rules`)
};

const es_rating_sale_edit_rules = /** @type {(inputs: Rating_Sale_Edit_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar reglas`)
};

const en_xa2_rating_sale_edit_rules = /** @type {(inputs: Rating_Sale_Edit_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţ ŕúļéš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Edit rules" |
*
* @param {Rating_Sale_Edit_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_edit_rules = /** @type {((inputs?: Rating_Sale_Edit_RulesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_Edit_RulesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_edit_rules(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_edit_rules(inputs)
	return en_rating_sale_edit_rules(inputs)
});