/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_Pickup_NotesInputs */

const en_tracking_goods_pickup_notes = /** @type {(inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup notes`)
};

const es_tracking_goods_pickup_notes = /** @type {(inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas de recogida`)
};

const en_xa2_tracking_goods_pickup_notes = /** @type {(inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ñóţéš ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pickup notes" |
*
* @param {Tracking_Goods_Pickup_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_pickup_notes = /** @type {((inputs?: Tracking_Goods_Pickup_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_Pickup_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_pickup_notes(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_pickup_notes(inputs)
	return en_tracking_goods_pickup_notes(inputs)
});