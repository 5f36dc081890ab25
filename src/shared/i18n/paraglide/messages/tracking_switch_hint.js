/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_HintInputs */

const en_tracking_switch_hint = /** @type {(inputs: Tracking_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages from the carrier as the shipment moves.`)
};

const es_tracking_switch_hint = /** @type {(inputs: Tracking_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes del transportista a medida que avanza el envío.`)
};

const en_xa2_tracking_switch_hint = /** @type {(inputs: Tracking_Switch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéššáĝéš ƒŕóɱ ţĥé çáŕŕíéŕ áš ţĥé šĥíþɱéñţ ɱóṽéš. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Messages from the carrier as the shipment moves." |
*
* @param {Tracking_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_hint = /** @type {((inputs?: Tracking_Switch_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_hint(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_hint(inputs)
	return en_tracking_switch_hint(inputs)
});