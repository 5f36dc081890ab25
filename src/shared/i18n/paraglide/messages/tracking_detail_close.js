/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Detail_CloseInputs */

const en_tracking_detail_close = /** @type {(inputs: Tracking_Detail_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close shipment details`)
};

const es_tracking_detail_close = /** @type {(inputs: Tracking_Detail_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el detalle del envío`)
};

const en_xa2_tracking_detail_close = /** @type {(inputs: Tracking_Detail_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé šĥíþɱéñţ ðéţáíļš ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Close shipment details" |
*
* @param {Tracking_Detail_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_close = /** @type {((inputs?: Tracking_Detail_CloseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detail_CloseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_detail_close(inputs)
	if (locale === "en-XA") return en_xa2_tracking_detail_close(inputs)
	return en_tracking_detail_close(inputs)
});