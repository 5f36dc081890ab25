/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_This_ShipmentInputs */

const en_documents_this_shipment = /** @type {(inputs: Documents_This_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this shipment`)
};

const es_documents_this_shipment = /** @type {(inputs: Documents_This_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este envío`)
};

const en_xa2_documents_this_shipment = /** @type {(inputs: Documents_This_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš šĥíþɱéñţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "this shipment" |
*
* @param {Documents_This_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_this_shipment = /** @type {((inputs?: Documents_This_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_This_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_this_shipment(inputs)
	if (locale === "en-XA") return en_xa2_documents_this_shipment(inputs)
	return en_documents_this_shipment(inputs)
});