/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Col_ShipmentInputs */

const en_documents_picker_col_shipment = /** @type {(inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

const es_documents_picker_col_shipment = /** @type {(inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envío`)
};

const en_xa2_documents_picker_col_shipment = /** @type {(inputs: Documents_Picker_Col_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Documents_Picker_Col_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_shipment = /** @type {((inputs?: Documents_Picker_Col_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Col_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_col_shipment(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_col_shipment(inputs)
	return en_documents_picker_col_shipment(inputs)
});