/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ids: NonNullable<unknown>, shipment: NonNullable<unknown> }} Documents_Other_Shipment_ErrorInputs */

const en_documents_other_shipment_error = /** @type {(inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The freight service answered with the documents of another shipment (${i?.ids}) instead of those of ${i?.shipment}. Freight Desk does not list them as this shipment's; try again, and if it keeps happening, report it to your provider.`)
};

const es_documents_other_shipment_error = /** @type {(inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte respondió con los documentos de otro envío (${i?.ids}) en lugar de los de ${i?.shipment}. Freight Desk no los muestra como de este envío; vuelva a intentarlo y, si sigue ocurriendo, comuníquelo a su proveedor.`)
};

const en_xa2_documents_other_shipment_error = /** @type {(inputs: Documents_Other_Shipment_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒŕéíĝĥţ šéŕṽíçé áñšŵéŕéð ŵíţĥ ţĥé ðóçúɱéñţš óƒ áñóţĥéŕ šĥíþɱéñţ (${i?.ids}) íñšţéáð óƒ ţĥóšé óƒ ${i?.shipment}. Ƒŕéíĝĥţ Ðéšķ ðóéš ñóţ ļíšţ ţĥéɱ áš ţĥíš šĥíþɱéñţ'š; ţŕý áĝáíñ, áñð íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ţó ýóúŕ þŕóṽíðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The freight service answered with the documents of another shipment ({ids}) instead of those of {shipment}. Freight Desk does not list them as this shipment'..." |
*
* @param {Documents_Other_Shipment_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_error = /** @type {((inputs: Documents_Other_Shipment_ErrorInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Other_Shipment_ErrorInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_other_shipment_error(inputs)
	if (locale === "en-XA") return en_xa2_documents_other_shipment_error(inputs)
	return en_documents_other_shipment_error(inputs)
});