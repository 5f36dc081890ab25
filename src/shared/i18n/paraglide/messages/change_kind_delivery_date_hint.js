/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */

const en_change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The estimated delivery date of a shipment changed.`)
};

const es_change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha estimada de entrega de un envío cambió.`)
};

const en_xa2_change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éšţíɱáţéð ðéļíṽéŕý ðáţé óƒ á šĥíþɱéñţ çĥáñĝéð. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The estimated delivery date of a shipment changed." |
*
* @param {Change_Kind_Delivery_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date_hint = /** @type {((inputs?: Change_Kind_Delivery_Date_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Delivery_Date_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_kind_delivery_date_hint(inputs)
	if (locale === "en-XA") return en_xa2_change_kind_delivery_date_hint(inputs)
	return en_change_kind_delivery_date_hint(inputs)
});