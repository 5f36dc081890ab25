/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ other: NonNullable<unknown>, asked: NonNullable<unknown> }} Tracking_Detail_Other_ShipmentInputs */

const en_tracking_detail_other_shipment = /** @type {(inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered with another shipment (${i?.other}) instead of ${i?.asked}. Freight Desk does not show another shipment's details as this one's; try again, and if it keeps happening, report it to your provider.`)
};

const es_tracking_detail_other_shipment = /** @type {(inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte respondió con otro envío (${i?.other}) en lugar de ${i?.asked}. Freight Desk no muestra los datos de otro envío como si fueran de este; vuelva a intentarlo y, si sigue ocurriendo, comuníquelo a su proveedor.`)
};

const en_xa2_tracking_detail_other_shipment = /** @type {(inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áñšŵéŕéð ŵíţĥ áñóţĥéŕ šĥíþɱéñţ (${i?.other}) íñšţéáð óƒ ${i?.asked}. Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ šĥóŵ áñóţĥéŕ šĥíþɱéñţ'š ðéţáíļš áš ţĥíš óñé'š; ţŕý áĝáíñ, áñð íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service answered with another shipment ({other}) instead of {asked}. Freight Desk does not show another shipment's details as this one's; try aga..." |
*
* @param {Tracking_Detail_Other_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_other_shipment = /** @type {((inputs: Tracking_Detail_Other_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Detail_Other_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_detail_other_shipment(inputs)
	if (locale === "en-XA") return en_xa2_tracking_detail_other_shipment(inputs)
	return en_tracking_detail_other_shipment(inputs)
});