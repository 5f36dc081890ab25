/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Tracking_SwitchInputs */

const en_op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch tracking of a shipment on or off`)
};

const es_op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar o desactivar el seguimiento de un envío`)
};

const en_xa2_op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥ ţŕáçķíñĝ óƒ á šĥíþɱéñţ óñ óŕ óƒƒ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Switch tracking of a shipment on or off" |
*
* @param {Op_Tracking_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_switch = /** @type {((inputs?: Op_Tracking_SwitchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_SwitchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_tracking_switch(inputs)
	if (locale === "en-XA") return en_xa2_op_tracking_switch(inputs)
	return en_op_tracking_switch(inputs)
});