/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upload_Rule_Shipment_RequiredInputs */

const en_upload_rule_shipment_required = /** @type {(inputs: Upload_Rule_Shipment_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The document is not linked to a shipment`)
};

const es_upload_rule_shipment_required = /** @type {(inputs: Upload_Rule_Shipment_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El documento no está vinculado a ningún envío`)
};

const en_xa2_upload_rule_shipment_required = /** @type {(inputs: Upload_Rule_Shipment_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðóçúɱéñţ íš ñóţ ļíñķéð ţó á šĥíþɱéñţ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The document is not linked to a shipment" |
*
* @param {Upload_Rule_Shipment_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_shipment_required = /** @type {((inputs?: Upload_Rule_Shipment_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upload_Rule_Shipment_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_upload_rule_shipment_required(inputs)
	if (locale === "en-XA") return en_xa2_upload_rule_shipment_required(inputs)
	return en_upload_rule_shipment_required(inputs)
});