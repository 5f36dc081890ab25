/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Shipment_CodeInputs */

const en_tracking_shipment_code = /** @type {(inputs: Tracking_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment code`)
};

const es_tracking_shipment_code = /** @type {(inputs: Tracking_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de envío`)
};

const en_xa2_tracking_shipment_code = /** @type {(inputs: Tracking_Shipment_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţ çóðé ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Tracking_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_shipment_code = /** @type {((inputs?: Tracking_Shipment_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Shipment_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_shipment_code(inputs)
	if (locale === "en-XA") return en_xa2_tracking_shipment_code(inputs)
	return en_tracking_shipment_code(inputs)
});