/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Switch_Read_AgainInputs */

const en_tracking_switch_read_again = /** @type {(inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipment was read again: the switch above shows what the service says now.`)
};

const es_tracking_switch_read_again = /** @type {(inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha vuelto a leer el envío: el interruptor de arriba muestra lo que dice ahora el servicio.`)
};

const en_xa2_tracking_switch_read_again = /** @type {(inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ŵáš ŕéáð áĝáíñ: ţĥé šŵíţçĥ áƀóṽé šĥóŵš ŵĥáţ ţĥé šéŕṽíçé šáýš ñóŵ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The shipment was read again: the switch above shows what the service says now." |
*
* @param {Tracking_Switch_Read_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_read_again = /** @type {((inputs?: Tracking_Switch_Read_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Switch_Read_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_switch_read_again(inputs)
	if (locale === "en-XA") return en_xa2_tracking_switch_read_again(inputs)
	return en_tracking_switch_read_again(inputs)
});