/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Answer_Expected_Shipment_ListInputs */

const en_answer_expected_shipment_list = /** @type {(inputs: Answer_Expected_Shipment_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`expected ${i?.fields} or a list of shipments`)
};

const es_answer_expected_shipment_list = /** @type {(inputs: Answer_Expected_Shipment_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se esperaba ${i?.fields} o una lista de envíos`)
};

const en_xa2_answer_expected_shipment_list = /** @type {(inputs: Answer_Expected_Shipment_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð ${i?.fields} óŕ á ļíšţ óƒ šĥíþɱéñţš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected {fields} or a list of shipments" |
*
* @param {Answer_Expected_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_shipment_list = /** @type {((inputs: Answer_Expected_Shipment_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Shipment_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_shipment_list(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_shipment_list(inputs)
	return en_answer_expected_shipment_list(inputs)
});