/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Goods_DocumentsInputs */

const en_tracking_goods_documents = /** @type {(inputs: Tracking_Goods_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents of this shipment`)
};

const es_tracking_goods_documents = /** @type {(inputs: Tracking_Goods_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentos de este envío`)
};

const en_xa2_tracking_goods_documents = /** @type {(inputs: Tracking_Goods_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðóçúɱéñţš óƒ ţĥíš šĥíþɱéñţ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Documents of this shipment" |
*
* @param {Tracking_Goods_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_documents = /** @type {((inputs?: Tracking_Goods_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Goods_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_goods_documents(inputs)
	if (locale === "en-XA") return en_xa2_tracking_goods_documents(inputs)
	return en_tracking_goods_documents(inputs)
});