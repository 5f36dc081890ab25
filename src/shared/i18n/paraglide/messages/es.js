/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
import * as registry from "../registry.js"


export const change_counted_added = /** @type {(inputs: Change_Counted_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} nuevos`)
	
};

export const change_counted_customs = /** @type {(inputs: Change_Counted_CustomsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estado aduanero cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} estados aduaneros cambiados`)
	
};

export const change_counted_delivery_date = /** @type {(inputs: Change_Counted_Delivery_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ETA modificada`);
	return /** @type {LocalizedString} */ (`${i?.count} ETA modificadas`)
	
};

export const change_counted_documents_changed = /** @type {(inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos cambiados`)
	
};

export const change_counted_documents_uploaded = /** @type {(inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento subido`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos subidos`)
	
};

export const change_counted_documents_validated = /** @type {(inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} documento validado`);
	return /** @type {LocalizedString} */ (`${i?.count} documentos validados`)
	
};

export const change_counted_free_time_past = /** @type {(inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} fuera de tiempo libre`);
	return /** @type {LocalizedString} */ (`${i?.count} fuera de tiempo libre`)
	
};

export const change_counted_free_time_soon = /** @type {(inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} tiempo libre por agotarse`);
	return /** @type {LocalizedString} */ (`${i?.count} tiempos libres por agotarse`)
	
};

export const change_counted_messages = /** @type {(inputs: Change_Counted_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes nuevos`)
	
};

export const change_counted_pickup_date = /** @type {(inputs: Change_Counted_Pickup_DateInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} recogida modificada`);
	return /** @type {LocalizedString} */ (`${i?.count} recogidas modificadas`)
	
};

export const change_counted_status = /** @type {(inputs: Change_Counted_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.status}`)
};

export const change_counted_unlisted = /** @type {(inputs: Change_Counted_UnlistedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ya no listado`);
	return /** @type {LocalizedString} */ (`${i?.count} ya no listados`)
	
};

export const change_document_no_longer_uploaded = /** @type {(inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ya no está subido`)
};

export const change_document_status = /** @type {(inputs: Change_Document_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.status}`)
};

export const change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: estado de validación retirado (era ${i?.was})`)
};

export const change_document_unnamed = /** @type {(inputs: Change_Document_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un documento`)
};

export const change_document_uploaded = /** @type {(inputs: Change_Document_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: subido`)
};

export const change_document_validated = /** @type {(inputs: Change_Document_ValidatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: validado`)
};

export const change_free_time = /** @type {(inputs: Change_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre`)
};

export const change_free_time_past = /** @type {(inputs: Change_Free_Time_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: pasado el último día libre (${i?.day}), se acumula el cargo`)
};

export const change_free_time_past_unreported = /** @type {(inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} sin notificar; si sigue fuera, pasado el último día libre (${i?.day}), se acumula el cargo`)
};

export const change_free_time_soon = /** @type {(inputs: Change_Free_Time_SoonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: último día libre ${i?.day}, quedan 48 horas o menos`)
};

export const change_free_time_soon_unreported = /** @type {(inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.stop} sin notificar; si sigue fuera, último día libre ${i?.day}, quedan 48 horas o menos`)
};

export const change_kind_added = /** @type {(inputs: Change_Kind_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos nuevos`)
};

export const change_kind_added_hint = /** @type {(inputs: Change_Kind_Added_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparece en la lista un envío reservado en otro lugar (no los que reserva aquí).`)
};

export const change_kind_customs = /** @type {(inputs: Change_Kind_CustomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado aduanero`)
};

export const change_kind_customs_hint = /** @type {(inputs: Change_Kind_Customs_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado aduanero de un envío cambió (pendiente, despachado, retenido…).`)
};

export const change_kind_delivery_date = /** @type {(inputs: Change_Kind_Delivery_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ETA modificada`)
};

export const change_kind_delivery_date_hint = /** @type {(inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha estimada de entrega de un envío cambió.`)
};

export const change_kind_documents = /** @type {(inputs: Change_Kind_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión de documentos`)
};

export const change_kind_documents_hint = /** @type {(inputs: Change_Kind_Documents_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un documento obligatorio se subió, se validó o se rechazó (visto fuera de la pantalla Documentos).`)
};

export const change_kind_free_time = /** @type {(inputs: Change_Kind_Free_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo libre a punto de agotarse`)
};

export const change_kind_free_time_hint = /** @type {(inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un envío marítimo reservado está a 48 horas o menos de su último día libre (demora, detención, almacenaje), o lo ha pasado, con su reloj en marcha.`)
};

export const change_kind_messages = /** @type {(inputs: Change_Kind_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de seguimiento nuevos`)
};

export const change_kind_messages_hint = /** @type {(inputs: Change_Kind_Messages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes nuevos encontrados al descargar en segundo plano los mensajes de un envío (no mientras los lee).`)
};

export const change_kind_pickup_date = /** @type {(inputs: Change_Kind_Pickup_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de recogida modificada`)
};

export const change_kind_pickup_date_hint = /** @type {(inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de recogida de un envío cambió.`)
};

export const change_kind_status = /** @type {(inputs: Change_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios de estado`)
};

export const change_kind_status_hint = /** @type {(inputs: Change_Kind_Status_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado de seguimiento de un envío cambió (recogido, en tránsito, entregado…).`)
};

export const change_kind_unlisted = /** @type {(inputs: Change_Kind_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no listados`)
};

export const change_kind_unlisted_hint = /** @type {(inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio dejó de listar un envío; el escritorio lo conserva.`)
};

export const change_stop_discharge = /** @type {(inputs: Change_Stop_DischargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`descarga`)
};

export const change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devolución del vacío`)
};

export const change_stop_release = /** @type {(inputs: Change_Stop_ReleaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`retirada`)
};

export const failure_address_unreachable = /** @type {(inputs: Failure_Address_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} (dirección inalcanzable). Compruebe la dirección del servicio (la URL base del perfil) y su conexión, y vuelva a intentarlo.`)
};

export const failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida acceso a su proveedor del servicio de transporte.`)
};

export const failure_body_timeout = /** @type {(inputs: Failure_Body_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte dejó de enviar su respuesta a «${i?.op}» durante ${i?.seconds} s.`)
};

export const failure_broke = /** @type {(inputs: Failure_BrokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}». Compruebe su conexión y vuelva a intentarlo.`)
};

export const failure_broke_attempts = /** @type {(inputs: Failure_Broke_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}» (${i?.count} intento). Compruebe su conexión y vuelva a intentarlo.`);
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}» (${i?.count} intentos). Compruebe su conexión y vuelva a intentarlo.`)
	
};

export const failure_broke_unknown = /** @type {(inputs: Failure_Broke_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La conexión con el servicio de transporte se cortó durante «${i?.op}», así que se desconoce su resultado.`)
};

export const failure_cancelled = /** @type {(inputs: Failure_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se canceló «${i?.op}».`)
};

export const failure_check_base_url = /** @type {(inputs: Failure_Check_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probablemente la URL base del perfil, o la versión de la API que incluye, es incorrecta: revísela en Ajustes.`)
};

export const failure_check_connection = /** @type {(inputs: Failure_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe su conexión y vuelva a intentarlo.`)
};

export const failure_closed = /** @type {(inputs: Failure_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» se detuvo porque se cerró la conexión con el servicio de transporte (cambio de perfil o cierre de la aplicación).`)
};

export const failure_connect_timeout = /** @type {(inputs: Failure_Connect_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} en ${i?.seconds} s. Compruebe su conexión y la dirección del servicio (la URL base del perfil) y vuelva a intentarlo.`)
};

export const failure_connection_refused = /** @type {(inputs: Failure_Connection_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo conectar con el servicio de transporte en ${i?.host} (conexión rechazada). Compruebe la dirección del servicio (la URL base del perfil) y su conexión, y vuelva a intentarlo.`)
};

export const failure_forbidden = /** @type {(inputs: Failure_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no permite a esta cuenta «${i?.op}».`)
};

export const failure_headers_timeout = /** @type {(inputs: Failure_Headers_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no respondió a «${i?.op}» en ${i?.seconds} s.`)
};

export const failure_input_invalid = /** @type {(inputs: Failure_Input_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos no son válidos.`)
};

export const failure_internal = /** @type {(inputs: Failure_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo falló dentro de Freight Desk. Vuelva a intentarlo; si sigue ocurriendo, reinicie la aplicación.`)
};

export const failure_it_said = /** @type {(inputs: Failure_It_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dijo: «${i?.message}».`)
};

export const failure_more_problems = /** @type {(inputs: Failure_More_ProblemsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(y ${i?.count} más)`);
	return /** @type {LocalizedString} */ (`(y ${i?.count} más)`)
	
};

export const failure_no_such_address = /** @type {(inputs: Failure_No_Such_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte en ${i?.host} no ofrece «${i?.op}» en esta dirección (HTTP 404).`)
};

export const failure_not_found = /** @type {(inputs: Failure_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no encontró nada para «${i?.op}».`)
};

export const failure_not_found_changed = /** @type {(inputs: Failure_Not_Found_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cambió nada: puede que lo que usó ya no exista o esté desactualizado; vuelva a cargarlo antes de nada.`)
};

export const failure_not_found_check_id = /** @type {(inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe el identificador o el código.`)
};

export const failure_not_sent_parameter = /** @type {(inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» no se envió: parámetro ${i?.problem}.`)
};

export const failure_not_sent_request = /** @type {(inputs: Failure_Not_Sent_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.op}» no se envió: petición ${i?.problem}.`)
};

export const failure_refused = /** @type {(inputs: Failure_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}»: ${i?.message}`)
};

export const failure_refused_no_reason = /** @type {(inputs: Failure_Refused_No_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}» sin dar un motivo.`)
};

export const failure_rejected_reason = /** @type {(inputs: Failure_Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}»: ${i?.reason}. Corrija primero la petición: enviada tal cual, se rechazaría de nuevo.`)
};

export const failure_rejected_status = /** @type {(inputs: Failure_Rejected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte rechazó «${i?.op}» (HTTP ${i?.status}). Corrija primero la petición: enviada tal cual, se rechazaría de nuevo.`)
};

export const failure_report_if_again = /** @type {(inputs: Failure_Report_If_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelva a intentarlo; si sigue ocurriendo, comuníquelo a su proveedor.`)
};

export const failure_request_timeout = /** @type {(inputs: Failure_Request_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte dejó de esperar «${i?.op}». Vuelva a intentarlo.`)
};

export const failure_server = /** @type {(inputs: Failure_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}).`)
};

export const failure_server_attempts = /** @type {(inputs: Failure_Server_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}) tras ${i?.count} intento.`);
	return /** @type {LocalizedString} */ (`El servicio de transporte no pudo llevar a cabo «${i?.op}» (HTTP ${i?.status}) tras ${i?.count} intentos.`)
	
};

export const failure_server_reported = /** @type {(inputs: Failure_Server_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte informó de un fallo en «${i?.op}» (HTTP ${i?.status}).`)
};

export const failure_too_large = /** @type {(inputs: Failure_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» de más de ${i?.limit} MiB; Freight Desk dejó de leerla. Acote la petición (menos elementos, un periodo más corto) o consulte a su proveedor.`)
};

export const failure_too_large_refused = /** @type {(inputs: Failure_Too_Large_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no llevó a cabo «${i?.op}» (HTTP ${i?.status}) y su respuesta superaba ${i?.limit} MiB, demasiado grande para leerla. Vuelva a intentarlo; si sigue ocurriendo, comuníquelo a su proveedor.`)
};

export const failure_too_large_unknown = /** @type {(inputs: Failure_Too_Large_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» de más de ${i?.limit} MiB; Freight Desk dejó de leerla, así que se desconoce el resultado.`)
};

export const failure_too_many_requests = /** @type {(inputs: Failure_Too_Many_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte recibe demasiadas peticiones y rechazó «${i?.op}». Espere un minuto y vuelva a intentarlo.`)
};

export const failure_too_many_requests_wait = /** @type {(inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte recibe demasiadas peticiones y rechazó «${i?.op}». Espere ${i?.seconds} s y vuelva a intentarlo.`)
};

export const failure_try_after = /** @type {(inputs: Failure_Try_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pidió esperar ${i?.seconds} s; vuelva a intentarlo entonces.`)
};

export const failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelva a intentarlo en unos minutos.`)
};

export const failure_unauthorized = /** @type {(inputs: Failure_UnauthorizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte no aceptó la sesión para «${i?.op}», ni tras volver a iniciarla. Compruebe la clave y el secreto de la API del perfil.`)
};

export const failure_unexpected_status = /** @type {(inputs: Failure_Unexpected_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte respondió a «${i?.op}» con un estado HTTP inesperado, ${i?.status}.`)
};

export const failure_unknown_channel = /** @type {(inputs: Failure_Unknown_ChannelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freight Desk no tiene ninguna función llamada ${i?.channel}.`)
};

export const failure_unknown_outcome = /** @type {(inputs: Failure_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puede que se haya hecho o no: compruebe ${i?.check} antes de volver a intentarlo.`)
};

export const failure_unreadable = /** @type {(inputs: Failure_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte envió una respuesta a «${i?.op}» que Freight Desk no puede leer (${i?.problem}).`)
};

export const failure_unreadable_accepted = /** @type {(inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio de transporte aceptó «${i?.op}» pero envió una respuesta que Freight Desk no puede leer (${i?.problem}).`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acerca de ${i?.app}`)
};

export const menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño real`)
};

export const menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traer todo al frente`)
};

export const menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar ventana`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cortar`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edición`)
};

export const menu_exit = /** @type {(inputs: Menu_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pantalla completa`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda`)
};

export const menu_hide = /** @type {(inputs: Menu_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar ${i?.app}`)
};

export const menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar otros`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimizar`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pegar`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salir de ${i?.app}`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rehacer`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccionar todo`)
};

export const menu_services = /** @type {(inputs: Menu_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicios`)
};

export const menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todo`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar registros`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deshacer`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventana`)
};

export const menu_zoom = /** @type {(inputs: Menu_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ampliar`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reducir`)
};

export const notice_added = /** @type {(inputs: Notice_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo en la lista`)
};

export const notice_customs = /** @type {(inputs: Notice_CustomsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aduana: ${i?.from} → ${i?.to}`)
};

export const notice_eta_moved = /** @type {(inputs: Notice_Eta_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ETA modificada: ${i?.from} → ${i?.to}`)
};

export const notice_messages = /** @type {(inputs: Notice_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje de seguimiento nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes de seguimiento nuevos`)
	
};

export const notice_messages_latest = /** @type {(inputs: Notice_Messages_LatestInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mensaje de seguimiento nuevo: «${i?.latest}»`);
	return /** @type {LocalizedString} */ (`${i?.count} mensajes de seguimiento nuevos: «${i?.latest}»`)
	
};

export const notice_none = /** @type {(inputs: Notice_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

export const notice_pickup_moved = /** @type {(inputs: Notice_Pickup_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recogida modificada: ${i?.from} → ${i?.to}`)
};

export const notice_shipment = /** @type {(inputs: Notice_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envío ${i?.code}`)
};

export const notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} envío cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} envíos cambiados`)
	
};

export const notice_status = /** @type {(inputs: Notice_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estado: ${i?.from} → ${i?.to}`)
};

export const notice_unlisted = /** @type {(inputs: Notice_UnlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio ya no lo lista (se conserva aquí)`)
};

export const op_auth_token = /** @type {(inputs: Op_Auth_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtener un token con la clave y el secreto de la API`)
};

export const op_booking_boxes = /** @type {(inputs: Op_Booking_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío de cajas`)
};

export const op_booking_pallets = /** @type {(inputs: Op_Booking_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío de palés`)
};

export const op_booking_sea_fcl = /** @type {(inputs: Op_Booking_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío marítimo de contenedor completo`)
};

export const op_booking_sea_lcl = /** @type {(inputs: Op_Booking_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservar un envío marítimo de grupaje`)
};

export const op_check_documents = /** @type {(inputs: Op_Check_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de documentos del envío (Documentos)`)
};

export const op_check_quotes = /** @type {(inputs: Op_Check_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las cotizaciones guardadas (Cotizaciones)`)
};

export const op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los registros del servicio`)
};

export const op_check_shipment_detail = /** @type {(inputs: Op_Check_Shipment_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el detalle del envío (Seguimiento)`)
};

export const op_check_shipment_list = /** @type {(inputs: Op_Check_Shipment_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de envíos (Seguimiento) por si hay un envío nuevo`)
};

export const op_check_tariffs = /** @type {(inputs: Op_Check_TariffsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el informe de tarifas del contrato (Tarifas)`)
};

export const op_documents_download = /** @type {(inputs: Op_Documents_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar un documento del envío`)
};

export const op_documents_list = /** @type {(inputs: Op_Documents_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los documentos de un envío`)
};

export const op_documents_upload = /** @type {(inputs: Op_Documents_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir un documento del envío`)
};

export const op_lookup_airports = /** @type {(inputs: Op_Lookup_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar aeropuertos por nombre, ciudad o código IATA`)
};

export const op_lookup_containers = /** @type {(inputs: Op_Lookup_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los tipos de contenedor marítimo`)
};

export const op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los tipos de palé`)
};

export const op_lookup_ports = /** @type {(inputs: Op_Lookup_PortsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar puertos marítimos por ciudad`)
};

export const op_lookup_postal_codes = /** @type {(inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar códigos postales por país y ciudad o código`)
};

export const op_pickup_times = /** @type {(inputs: Op_Pickup_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Franjas de recogida ofrecidas para un envío`)
};

export const op_quotes_delete = /** @type {(inputs: Op_Quotes_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar una cotización guardada`)
};

export const op_quotes_list = /** @type {(inputs: Op_Quotes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar las cotizaciones guardadas`)
};

export const op_quotes_save = /** @type {(inputs: Op_Quotes_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar una tarifa como cotización`)
};

export const op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío aéreo`)
};

export const op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío de cajas`)
};

export const op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío de palés`)
};

export const op_rates_sea_fcl = /** @type {(inputs: Op_Rates_Sea_FclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío marítimo de contenedor completo`)
};

export const op_rates_sea_lcl = /** @type {(inputs: Op_Rates_Sea_LclInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío marítimo de grupaje`)
};

export const op_sign_in = /** @type {(inputs: Op_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

export const op_tariffs_report = /** @type {(inputs: Op_Tariffs_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultar el informe de tarifas`)
};

export const op_tariffs_upload = /** @type {(inputs: Op_Tariffs_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir ficheros de tarifas marítimas`)
};

export const op_tracking_detail = /** @type {(inputs: Op_Tracking_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer el detalle de un envío`)
};

export const op_tracking_messages = /** @type {(inputs: Op_Tracking_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer los mensajes de seguimiento de un envío`)
};

export const op_tracking_shipments = /** @type {(inputs: Op_Tracking_ShipmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los envíos con su seguimiento`)
};

export const op_tracking_switch = /** @type {(inputs: Op_Tracking_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar o desactivar el seguimiento de un envío`)
};