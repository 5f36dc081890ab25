/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Tracking_Messages_LegInputs */

const en_tracking_messages_leg = /** @type {(inputs: Tracking_Messages_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leg ${i?.number}`)
};

const es_tracking_messages_leg = /** @type {(inputs: Tracking_Messages_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tramo ${i?.number}`)
};

const en_xa2_tracking_messages_leg = /** @type {(inputs: Tracking_Messages_LegInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļéĝ ${i?.number} ·]`)
};

/**
* | output |
* | --- |
* | "Leg {number}" |
*
* @param {Tracking_Messages_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_leg = /** @type {((inputs: Tracking_Messages_LegInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Messages_LegInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_messages_leg(inputs)
	if (locale === "en-XA") return en_xa2_tracking_messages_leg(inputs)
	return en_tracking_messages_leg(inputs)
});